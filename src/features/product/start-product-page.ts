// The product page's one script of its own (beside the layout's): the photos, the buy box, Find my size and the size
// chart and length guide dialogs, in one request rather than one per component (docs/decisions.md#budgets).
import { bindDialogs } from '#/lib/browser/dialogs.ts';
import { startBuyBox } from './buy-box.ts';
import { bindGallery } from './gallery.ts';
import { startSizeFinder } from './size-finder-form.ts';
import { startFitLine } from './fit-line.ts';

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(bindGallery);
const buyBox = document.querySelector<HTMLElement>('[data-buy-box]');
if (buyBox) startBuyBox(buyBox);
document.querySelectorAll<HTMLFormElement>('form[data-size-finder]').forEach(startSizeFinder);
document.querySelectorAll<HTMLElement>('[data-fit-line]').forEach(startFitLine);
bindDialogs();
// The page's script starts after its first contentful paint (scripts/build/postbuild.ts); tests wait for this mark.
buyBox?.setAttribute('data-ready', '');
