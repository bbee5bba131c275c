/** How long a dashboard session lasts (its cookie and its user_sessions row). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
