import { describe, expect, it } from 'vitest';
import { sanitizeDecimalInput, sanitizeIntegerInput, sanitizeSignedInput } from './number-input.ts';

describe('sanitizeIntegerInput', () => {
  it.each([
    ['1,200원', '1200'],
    ['12a3', '123'],
    ['-5', '5'],
    ['1.5', '15'],
    ['', ''],
    ['１２', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizeIntegerInput(input)).toBe(output);
  });
});

describe('sanitizeDecimalInput', () => {
  it.each([
    ['1.5', '1.5'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['12.', '12.'],
    ['a1b.c2', '1.2'],
    ['-3.5', '3.5'],
    ['..', '.'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeDecimalInput(input)).toBe(output);
  });
});

describe('sanitizeSignedInput', () => {
  it.each([
    ['-5', '-5'],
    ['--5', '-5'],
    ['  -12', '-12'],
    ['5-3', '53'],
    ['-', '-'],
    ['12', '12'],
    ['a-5', '5'],
    ['-1.5', '-15'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeSignedInput(input)).toBe(output);
  });
});
