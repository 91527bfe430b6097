/** What a form accepts, where the limit is a number (the rules themselves live with each form's validation). */

/** A WhatsApp number's digits, country and area code included (docs/product/marketing.md). */
export const WHATSAPP_DIGITS = { min: 10, max: 14 } as const;
/** Shortest password the registration form accepts (the product's rules set none; ours and the demo backend's rule). */
export const PASSWORD_MIN_LENGTH = 8;
