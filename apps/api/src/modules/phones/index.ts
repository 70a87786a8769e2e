/** Phone numbers (issue #29.4, decision D35): read in the stylist's country, stored in E.164. */
export { createPhoneRegions, type PhoneRegions } from './phone-regions.repository';
export { storedPhone } from './stored-phone';
