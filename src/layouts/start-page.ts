// Every page's one script, loaded by BaseLayout. A <script> in each component would be a request of its own
// on a phone (docs/decisions.md#budgets: at most 6 script requests on a first load), so the layout starts the header,
// the chat button, the toaster and the field data here; a page with behaviour of its own adds one script of its
// own (the product page: features/product/start-product-page.ts).
import { startHeader } from '#/features/header/header.ts';
import { afterLoad } from '#/lib/browser/after-load.ts';
import { bindChatButton } from '#/lib/browser/chat-button.ts';
import { cacheWebFont } from '#/lib/browser/web-font.ts';
import { startToaster } from './start-toaster.ts';
// Field data: a coin toss, and for the sampled visits web-vitals after the load event.
import '#/lib/browser/vitals-start.ts';

startHeader();

const chatButton = document.querySelector<HTMLElement>('[data-chat-button]');
if (chatButton) bindChatButton(chatButton);

startToaster();

// The footer and contact forms post as plain HTML forms until bound; their code waits for the page's
// load so it does not compete with the first paint on a slow phone.
afterLoad(() => void import('#/lib/browser/json-forms.ts').then((m) => m.bindJsonForms()));

// The heading font, fetched once the page has loaded, for the pages that follow.
afterLoad(cacheWebFont);
