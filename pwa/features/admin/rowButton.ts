/** Edit / Delete buttons of a row, sized for touch. */
export const rowButton = 'btn !px-3 !py-1.5 !rounded-lg';
