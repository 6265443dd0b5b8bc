/** Endpoints of the contact and customer-service forms (their fields: contract/forms.ts). */
import { write } from '../endpoint.ts';

export const contactFormEntry = write('contact_form_entries', 'POST', '/api/contact_form_entries/contact_us', null);
export const customerServiceEntry = write('contact_form_entries', 'POST', '/api/contact_form_entries/customer_service', null);
