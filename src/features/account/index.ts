// The account feature: no other feature uses it. /account mounts AccountView from its own file (an island
// bundles only its file's imports; through an index every island listed here would load with it).
export {};
