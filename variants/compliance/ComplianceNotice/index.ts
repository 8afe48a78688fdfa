export { ComplianceNotice as default } from './ComplianceNotice';
