// "Send me order updates on WhatsApp", under the contact fields: never ticked for her (DPDP Act: consent is given,
// not assumed). Ticked, the order's request carries it and the server records her consent with the order; she turns
// it off on her account page. Order mails go whatever she chooses here. The hint names the number: with a saved
// address chosen, the phone field is not on the page, so "the phone number above" would point at nothing.

export function WhatsAppChoice(props: {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The saved address's phone when one is chosen (its fields hidden); none while she types the address. */
  savedPhone?: string;
}) {
  return (
    <div className="mt-4 flex items-start gap-3">
      <input
        id="whatsapp-updates"
        type="checkbox"
        name="whatsappUpdates"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby="whatsapp-updates-hint"
        className="mt-0.5 size-5 shrink-0 accent-ink"
      />
      <div>
        <label htmlFor="whatsapp-updates" className="text-sm font-medium">
          Send me order updates on WhatsApp
        </label>
        <p id="whatsapp-updates-hint" className="text-xs text-muted">
          Shipping and delivery updates on{' '}
          {props.savedPhone ? `${props.savedPhone}, the saved address's phone` : 'the phone number above'}. You can turn
          this off in your account.
        </p>
      </div>
    </div>
  );
}
