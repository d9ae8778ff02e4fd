/** The start page and the buyers' one-time welcome. */
export { HomePage } from './HomePage';
export { BuyerWelcomeDialog } from './BuyerWelcomeDialog';
