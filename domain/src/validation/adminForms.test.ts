import { Role } from '../roles';
import {
  invitableRoles,
  validateAddCard,
  validateApiKey,
  validateInviteUser,
  validateOrganizationCreate,
  validateOrganizationEdit,
  validatePlatformFee,
  validateTransferNotes,
} from './index';

describe('back-office forms (spec 002 section 5, verbatim)', () => {
  it('organization create', () => {
    expect(validateOrganizationCreate({ name: '', email: '', licenseNumber: ' ', type: '', industry: '' })).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      licenseNumber: 'License Number is required',
      type: 'Please select Type',
      industry: 'Please select Industry',
    });
    expect(validateOrganizationCreate({ name: 'Druk Air', email: 'ops@drukair', licenseNumber: 'A1', type: 'airline', industry: 'TourismAirline' })).toEqual({
      email: 'Invalid email address',
    });
    expect(validateOrganizationCreate({ name: 'Druk Air', email: 'ops@drukair.bt', licenseNumber: 'A1', type: 'ship', industry: 'Shipping' })).toEqual({
      type: 'Please select Type',
      industry: 'Please select Industry',
    });
    expect(validateOrganizationCreate({ name: 'Druk Air', email: 'ops@drukair.bt', licenseNumber: 'A1', type: 'airline', industry: 'TourismAirline' })).toEqual(
      {},
    );
    // Address, phone and website may stay blank; typed ones must be a phone number and a website.
    const airline = { name: 'Druk Air', email: 'ops@drukair.bt', licenseNumber: 'A1', type: 'airline', industry: 'TourismAirline' };
    expect(validateOrganizationCreate({ ...airline, phoneNumber: ' ', website: '' })).toEqual({});
    expect(validateOrganizationCreate({ ...airline, phoneNumber: '12', website: 'not a url' })).toEqual({
      phoneNumber: 'Please enter a valid phone number',
      website: 'Please enter a valid website',
    });
    expect(validateOrganizationCreate({ ...airline, phoneNumber: '+975 2 330001', website: 'drukair.bt' })).toEqual({});
  });

  it('admin organization edit: licence only for merchant types', () => {
    const blank = { phoneNumber: '', address: '', website: '', licenseNumber: '' };
    expect(validateOrganizationEdit(blank, 'hotel')).toEqual({
      phoneNumber: 'Phone Number is required',
      address: 'Address is required',
      website: 'Website is required',
      licenseNumber: 'License Number is required',
    });
    expect(validateOrganizationEdit(blank, 'bank').licenseNumber).toBeUndefined();
    expect(validateOrganizationEdit({ ...blank, phoneNumber: '+975 2 330001', address: 'a', website: 'bhutanpay.bt', name: ' ', email: 'x' }, 'pg')).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
    });
    expect(validateOrganizationEdit({ ...blank, phoneNumber: 'call us', address: 'a', website: 'not a url' }, 'bank')).toEqual({
      phoneNumber: 'Please enter a valid phone number',
      website: 'Please enter a valid website',
    });
  });

  it('platform fee: the spec typo, and a bounded percentage', () => {
    expect(validatePlatformFee({ platformFee: '' })).toEqual({ platformFee: 'Platfrom Fee is required' });
    expect(validatePlatformFee({ platformFee: null })).toEqual({ platformFee: 'Platfrom Fee is required' });
    expect(validatePlatformFee({ platformFee: '4.99' })).toEqual({});
    expect(validatePlatformFee({ platformFee: 0 })).toEqual({});
    expect(validatePlatformFee({ platformFee: '100.01' }).platformFee).toBe('Platform Fee must be between 0 and 100');
    expect(validatePlatformFee({ platformFee: '4.999' }).platformFee).toBe('Platform Fee must be between 0 and 100');
  });

  it('invite user', () => {
    const ok = { name: 'Pema', email: 'pema@bank.bt', password: 'Valley#2026', organizationId: 'org-1', role: '6' };
    expect(validateInviteUser(ok)).toEqual({});
    expect(validateInviteUser({ name: '', email: '', password: '', organizationId: '', role: '' })).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      password: 'Password is required',
      organizationId: 'Please select organization',
      role: 'Please select role',
    });
    expect(validateInviteUser({ ...ok, password: 'weakpass' }).password).toBe(
      'Password must be 8 characters and should contain uppercase, lowercase, number and special character',
    );
    expect(validateInviteUser(ok, Role.BANK_FINANCE)).toEqual({});
    expect(validateInviteUser(ok, Role.OWNER)).toEqual({ role: 'Please select role' });
    expect(validateInviteUser({ ...ok, role: Role.USER }, Role.OWNER)).toEqual({});
    expect(validateInviteUser({ ...ok, role: 99 })).toEqual({ role: 'Please select role' });
  });

  it('who may invite whom', () => {
    expect(invitableRoles(Role.BANK_FINANCE)).toEqual([Role.BANK_ADMIN, Role.BANK_FINANCE]);
    expect(invitableRoles(Role.PG_ADMIN)).toEqual([Role.ADMIN, Role.USER]);
    expect(invitableRoles(Role.ADMIN)).toEqual([Role.ADMIN, Role.USER]);
    expect(invitableRoles(Role.USER)).toEqual([]);
    expect(invitableRoles(Role.BANK_ADMIN)).toEqual([]);
  });

  it('transfer notes, API key, card', () => {
    expect(validateTransferNotes({ notes: '  ' })).toEqual({ notes: 'Required Description' });
    expect(validateTransferNotes({ notes: 'Batch 12' })).toEqual({});
    expect(validateApiKey({ name: '' })).toEqual({ name: 'Name is required' });
    expect(validateApiKey({ name: 'Shop' })).toEqual({});
    expect(validateAddCard({ name: '', paymentGatewayId: '' })).toEqual({ name: 'Name is required', paymentGatewayId: 'Payment Gateway is required' });
    expect(validateAddCard({ name: 'Visa', paymentGatewayId: 'gw-1' })).toEqual({});
  });
});
