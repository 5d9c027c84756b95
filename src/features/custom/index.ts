// Customize Your Product: no other feature uses it (the colour choices it offers are kept by the cart).
// /custom-form mounts CustomForm from its own file (an island bundles only its file's imports).
export {};
