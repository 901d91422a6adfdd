/** Attendee information under Me (the spec names the screen, not its path). */
export const ATTENDEE_ROUTE = '/attendee-information';
