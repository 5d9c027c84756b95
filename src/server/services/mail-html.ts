// Text put into an HTML mail body: every character that could open markup is written as an entity.
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
