/** How long a screen's message stays before the page moves on by itself. */

/** The trial form's "request saved" message stays this long before the page leaves (for payment_url, or /automation-success when the plan is already paid). */
export const AUTOMATION_LEAVE_DELAY_MS = 1500;
/** /signup says what it is preparing for this long before it moves on to the chosen form. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;
/** A lead sent again unchanged: the form says it was already sent for this long, then reopens the same chat. */
export const REPEATED_LEAD_CHAT_DELAY_MS = 1500;
