import { describe, expect, it } from 'vitest';
import { ResetPasswordFormSchema, SignUpFormSchema } from './contract';

const valid = {
  firstName: 'Dana',
  lastName: 'Shore',
  email: 'dana@example.com',
  password: 'walleye',
  confirmPassword: 'walleye',
  phoneNumber: '+1 555 0100',
  country: 'Canada',
  acceptTerms: true,
};

const messages = (input: unknown) => {
  const result = SignUpFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('SignUpFormSchema', () => {
  it('accepts a complete form with optional handles left out', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('asks for every required field', () => {
    expect(messages({ ...valid, phoneNumber: '   ' })).toEqual(['Please fill in all fields.']);
    expect(messages({ ...valid, country: '' })).toEqual(['Please fill in all fields.']);
  });
  it('checks matching passwords before length', () => {
    expect(messages({ ...valid, confirmPassword: 'walleyes' })).toEqual(['Passwords do not match.']);
    expect(messages({ ...valid, password: 'pike', confirmPassword: 'pike' })).toEqual([
      'Password must be at least 6 characters long.',
    ]);
  });
  it('requires the terms', () => {
    expect(messages({ ...valid, acceptTerms: false })).toEqual(['Please agree to the terms and conditions.']);
  });
});

describe('ResetPasswordFormSchema', () => {
  const messages = (form: Record<string, string>) =>
    ResetPasswordFormSchema.safeParse(form).error?.issues.map((issue) => issue.message) ?? [];
  it('asks for the code and the new password twice, with the sign-up rules', () => {
    expect(messages({ otp: '', password: '', confirmPassword: '' })).toEqual([
      'Please fill in all fields.',
      'Please fill in all fields.',
      'Please fill in all fields.',
    ]);
    expect(messages({ otp: '123456', password: 'abc', confirmPassword: 'abc' })).toEqual([
      'Password must be at least 6 characters long.',
    ]);
    expect(messages({ otp: '123456', password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual([
      'Passwords do not match.',
    ]);
    expect(messages({ otp: ' 123456 ', password: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });
});
