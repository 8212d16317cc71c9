export const I18N_PLACEHOLDER = true;
