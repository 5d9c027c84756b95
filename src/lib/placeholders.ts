// Policy texts quote figures the store configures ({{freeDeliveryFrom}} in content/policies/*.md); the page that
// renders them fills them in at build, so the text never promises what checkout does not do.
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Fills every {{name}}; a name without a value fails the build rather than reaching a shopper. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Unknown placeholder {{${name}}}: known are ${Object.keys(values).join(', ')}`);
    return value;
  });
}
