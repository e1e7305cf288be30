import { describe, expect, it } from 'vitest';
import { fieldMessage, serverFieldError } from './server-field-error';

describe('serverFieldError', () => {
  const fields = ['questions', 'answer'];

  it('finds the question variant the server names, and the predicate about it', () => {
    expect(serverFieldError('questions.3 must be at most 250 characters', fields)).toEqual({
      field: 'questions.3',
      message: 'must be at most 250 characters',
    });
    expect(serverFieldError('answer must not be empty', fields)).toEqual({ field: 'answer', message: 'must not be empty' });
    expect(serverFieldError('questions must hold at most 50 questions', fields)).toEqual({
      field: 'questions',
      message: 'must hold at most 50 questions',
    });
  });

  it('leaves a message about no field of the form to the form itself', () => {
    expect(serverFieldError('Only Questions can be updated', fields)).toEqual({ field: 'root', message: 'Only Questions can be updated' });
    expect(serverFieldError('the source is being deleted', fields)).toEqual({ field: 'root', message: 'the source is being deleted' });
    expect(serverFieldError('title is required', fields)).toEqual({ field: 'root', message: 'title is required' });
  });
});

describe('fieldMessage', () => {
  it('puts a predicate after the field as people name it, and leaves a sentence as it is', () => {
    expect(fieldMessage('The answer', 'must not be empty')).toBe('The answer must not be empty');
    expect(fieldMessage('The title', 'is required')).toBe('The title is required');
    expect(fieldMessage('This question', 'the request failed')).toBe('The request failed');
    expect(fieldMessage('The answer', undefined)).toBeUndefined();
  });
});
