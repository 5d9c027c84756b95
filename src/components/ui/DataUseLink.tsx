// "How we use your data": the privacy notice, linked beside the submit of every form that collects personal data
// (sign-up, checkout, reviews, custom requests; the footer's newsletter has its own, in Astro). DPDP Act 2023,
// section 5: the notice is given at or before the moment the data is asked for.
export const PRIVACY_NOTICE_PATH = '/privacy';

export function DataUseLink({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-muted ${className}`}>
      <a href={PRIVACY_NOTICE_PATH} className="underline hover:text-ink" data-data-use>
        How we use your data
      </a>
    </p>
  );
}
