import { notFound } from '../../lib/errors.ts';

export const briefNotFound = () => notFound('Brief');
export const assignmentNotFound = () => notFound('Reward assignment');
