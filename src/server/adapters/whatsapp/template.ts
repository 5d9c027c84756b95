// The rules both WhatsApp senders share: a real Indian mobile number (it becomes part of a file name offline), a
// template name and language Meta could have approved, and parameters as Meta takes them.
import { checkMobile } from '#/server/adapters/sms/mobile.ts';
import type { WhatsAppMessage } from './whatsapp.ts';

/** Meta's rule for template names: lowercase letters, digits and underscores, at most 512 characters. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** A template language code: `en`, `en_US`, `hi`, `pt_BR`. */
const LANGUAGE = /^[a-z]{2,3}(?:_[A-Z]{2})?$/;

/** Refuses a number that is not a mobile (AppError 'bad_input'), and a template name or language that is a bug. */
export function checkMessage(message: WhatsAppMessage, language: string): void {
  checkMobile(message.to);
  if (!TEMPLATE_NAME.test(message.template)) throw new Error(`unusable WhatsApp template name ${message.template}`);
  if (!LANGUAGE.test(language)) throw new Error(`unusable WhatsApp template language ${language}`);
}

/**
 * A template parameter as Meta accepts it: the Cloud API refuses a text parameter holding a new line, a tab or
 * more than four spaces in a row, so every run of whitespace becomes one space.
 */
export const textParam = (value: string): string => value.replace(/\s+/g, ' ').trim();
