import { globalStyle, style } from '@vanilla-extract/css';

/** The region the receipt is printed from: absent on screen, the only thing on paper while it exists. */
export const printRegion = style({
  display: 'none',
  '@media': { print: { display: 'block' } },
});

// While a receipt is being printed, every other child of <body> (the app, its dialogs and toasts) stays off the
// paper. Without a print region in the page, printing the page prints the page as usual.
globalStyle(`body:has(> ${printRegion}) > :not(${printRegion})`, {
  '@media': { print: { display: 'none' } },
});
