/** The support address shown on the contact page and the FAQ (SPEC section 2: {email}). */
export const SUPPORT_EMAIL = 'suporte@qrlink.com.br';
