import { describe, expect, it } from 'vitest';
import { serverField } from './server-field';

describe('serverField', () => {
  it('finds the field the first word names, worded as the form’s own checks, and drops a leading "field: "', () => {
    expect(serverField('name must not be empty', ['email', 'name'])).toEqual({ name: 'name', message: 'name must not be empty' });
    expect(serverField('email: the address a@b.test is already a channel', ['email', 'name'])).toEqual({
      name: 'email',
      message: 'The address a@b.test is already a channel',
    });
  });

  it('falls back to the main field, or to none', () => {
    expect(serverField('a@b.test is already an agent', ['email', 'role'], 'email')).toEqual({
      name: 'email',
      message: 'A@b.test is already an agent',
    });
    expect(serverField('only owners and admins can manage channels', ['email', 'name'])).toBeNull();
    // A longer word that starts like a field is not that field.
    expect(serverField('names must be unique', ['name'])).toBeNull();
  });
});
