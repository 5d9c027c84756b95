// The owner's console: no other feature uses it. Each /admin page mounts its screen from its own file (an island
// bundles only its file's imports; through an index every screen listed here would load with each one).
export {};
