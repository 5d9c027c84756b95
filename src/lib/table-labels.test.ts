import { describe, expect, it } from 'vitest';
import { labelTableCells } from './table-labels.ts';

describe('labelTableCells', () => {
  it("gives each cell its column's heading, and leaves the rest of the page alone", () => {
    const html =
      '<p>Intro <td-like></p><table><thead><tr><th> What we keep </th><th style="text-align:left">Why</th></tr>' +
      '</thead><tbody><tr><td>Your name</td><td style="text-align:left"><strong>Sign-in</strong></td></tr>' +
      '<tr><td>Orders</td><td>Tax &amp; law</td></tr></tbody></table>';
    expect(labelTableCells(html)).toBe(
      '<p>Intro <td-like></p><table><thead><tr><th> What we keep </th><th style="text-align:left">Why</th></tr>' +
        '</thead><tbody><tr><td data-label="What we keep">Your name</td>' +
        '<td style="text-align:left" data-label="Why"><strong>Sign-in</strong></td></tr>' +
        '<tr><td data-label="What we keep">Orders</td><td data-label="Why">Tax &amp; law</td></tr></tbody></table>',
    );
  });

  it("keeps a heading's entities and tags out of harm, and labels no cell past the last heading", () => {
    const html = '<table><tr><th>Who <em>else</em> &amp; "why"</th></tr><tr><td>1</td><td>2</td></tr></table>';
    expect(labelTableCells(html)).toBe(
      '<table><tr><th>Who <em>else</em> &amp; "why"</th></tr>' +
        '<tr><td data-label="Who else &amp; &quot;why&quot;">1</td><td>2</td></tr></table>',
    );
  });
});
