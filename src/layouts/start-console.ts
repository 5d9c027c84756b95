// The console pages' one script (ConsoleLayout): the toaster on the first toast, and the heading font for later
// pages. The shop's header, chat button, footer forms and field data are not on these pages, so none of their code is.
import { afterLoad } from '#/lib/browser/after-load.ts';
import { cacheWebFont } from '#/lib/browser/web-font.ts';
import { startToaster } from './start-toaster.ts';

startToaster();
afterLoad(cacheWebFont);
