import { AppError } from '../../lib/errors.ts';

/** A posting for this (kind, reference) exists already: the money was recorded once before. */
export class DuplicatePostingError extends AppError {
  constructor(kind: string, referenceId: string) {
    super(409, 'DUPLICATE_POSTING', 'This payment has already been recorded', { kind, referenceId });
    this.name = 'DuplicatePostingError';
  }
}

/** The posting would take an account that must not go negative below zero. */
export class InsufficientBalanceError extends AppError {
  constructor(public readonly account: string) {
    super(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
    this.name = 'InsufficientBalanceError';
  }
}

/** Entries that can never be posted (a programming error, never the user's). */
export class InvalidPostingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPostingError';
  }
}
