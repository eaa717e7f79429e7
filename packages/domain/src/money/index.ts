export { currencyDecimals } from './currencyDecimals.js';
export { formatMoney } from './formatMoney.js';
export { roundMoney } from './roundMoney.js';
export { isKnownMoneyFormat, knownMoneyFormats } from './knownMoneyFormats.js';
