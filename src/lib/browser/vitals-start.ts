// The one piece of field-data code every page carries (BaseLayout): a coin toss at PUBLIC_VITALS_SAMPLE, and
// for the sampled visits only, the reporter and the web-vitals library loaded after the page's load event, so
// nothing competes with the first paint. The metrics it reads are buffered by the browser, none is missed.
import { afterLoad } from './after-load.ts';
import { sampleRate } from '#/lib/vitals-sample.ts';

if (Math.random() < sampleRate(import.meta.env.PUBLIC_VITALS_SAMPLE)) {
  afterLoad(() => void import('./vitals-report.ts').then((m) => m.reportVitals()));
}
