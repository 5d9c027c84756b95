// Pieces every HTML mail shares.

/** Text put into an HTML mail body: every character that could open markup is written as an entity. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The store's branded frame; `body` is HTML already escaped by the caller. */
export const mailFrame = (storeName: string, body: string) =>
  [
    '<div style="font-family:Georgia,serif;max-width:480px;margin:auto;padding:24px;color:#201a17;background:#fbf7f1">',
    `<p style="font-size:22px;margin:0 0 16px">${escapeHtml(storeName)}</p>`,
    body,
    '</div>',
  ].join('\n');
