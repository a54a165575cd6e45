/** The API's own email rule (schemas/manage/account.schema.json), checked before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export type FieldProblem = 'required' | 'email' | 'mismatch';

export const emailProblem = (email: string): FieldProblem | null => (email.trim() === '' ? 'required' : EMAIL.test(email.trim()) ? null : 'email');
export const requiredProblem = (value: string): FieldProblem | null => (value.trim() === '' ? 'required' : null);
/** Password strength is the server's to judge (length, common passwords); here only that both entries agree. */
export const repeatProblem = (password: string, repeat: string): FieldProblem | null => (repeat === '' ? 'required' : password === repeat ? null : 'mismatch');
