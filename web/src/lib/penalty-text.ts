/** The decision log's wording, shared with the server's overlays. */
export { driverName, penaltyText } from '@contracts/penalty-text';
