/** Below Mantine's `sm` breakpoint, the team screens show cards instead of tables. */
export const PHONE = '(max-width: 48em)';
