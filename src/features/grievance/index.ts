// The /grievance page's forms: no other feature uses them. The page mounts GrievanceForms from its own file (an
// island bundles only its file's imports).
export {};
