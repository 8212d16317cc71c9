/** The query parameter of a second attempt (the result page's 'Training opnieuw doen'). */
export const RESTART_PARAM = 'opnieuw';

/** The island of the player page (decision 0073). */
export const PLAYER_ISLAND = 'training-player';
