// "Send me order updates on WhatsApp", under the contact fields: never ticked for her (DPDP Act: consent is given,
// not assumed). Ticked, the order's request carries it and the server records her consent with the order; she turns
// it off on her account page. Order mails go whatever she chooses here. The hint names the number: with a saved
// address chosen, the phone field is not on the page, so "the phone number above" would point at nothing.
import { Tickbox } from './Tickbox.tsx';

export function WhatsAppChoice(props: {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The saved address's phone when one is chosen (its fields hidden); none while she types the address. */
  savedPhone?: string;
}) {
  return (
    <Tickbox
      id="whatsapp-updates"
      name="whatsappUpdates"
      label="Send me order updates on WhatsApp"
      hint={
        <>
          Shipping and delivery updates on{' '}
          {props.savedPhone ? `${props.savedPhone}, the saved address's phone` : 'the phone number above'}. You can turn
          this off in your account.
        </>
      }
      checked={props.checked}
      onChange={props.onChange}
      className="mt-4"
    />
  );
}
