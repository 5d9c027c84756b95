// Reviews: no other feature uses it. The product page mounts ReviewsSection from its own file (an island bundles
// only its file's imports).
export {};
