import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  describeSaveError,
  missingRequired,
  RowValidationError,
  schemaIssues,
} from '@/components/editable-grid/save-errors';
import { ApiError } from '@/lib/api-client';

const label = (field: string) =>
  ({ configName: 'Config Name', imageURL: 'Image URL' })[field] ?? field;

describe('save error messages', () => {
  it('names each blank required field by its header', () => {
    expect(
      missingRequired(
        { configName: '  ', imageURL: null, other: '' },
        ['configName', 'imageURL'],
        label,
      ),
    ).toEqual(['Config Name is required', 'Image URL is required']);
    expect(missingRequired({ configName: 'mission' }, ['configName'], label)).toEqual([]);
  });

  it('prefixes schema problems with the header of their field', () => {
    const result = z
      .object({ imageURL: z.string().startsWith('https://', 'Use https.') })
      .safeParse({
        imageURL: 'ftp://x',
      });

    expect(schemaIssues(result.error!, label)).toEqual(['Image URL: Use https.']);
  });

  it('shows the server message followed by its per-field messages', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Please correct the highlighted fields.', {
      imageURL: ['Use an https:// address or a path on this site.'],
    });

    expect(describeSaveError(error, label)).toEqual([
      'Please correct the highlighted fields.',
      'Image URL: Use an https:// address or a path on this site.',
    ]);
  });

  it('says a conflict once, with the field it is about', () => {
    const error = new ApiError(409, 'CONFIG_NAME_TAKEN', 'A config with this name exists.', {
      configName: ['A config with this name exists.'],
    });

    expect(describeSaveError(error, label)).toEqual([
      'Config Name: A config with this name exists.',
    ]);
  });

  it('passes on the lines of a refusal made in the browser and the text of any other error', () => {
    expect(describeSaveError(new RowValidationError(['Config Name is required']), label)).toEqual([
      'Config Name is required',
    ]);
    expect(describeSaveError(new Error('Failed to fetch'), label)).toEqual(['Failed to fetch']);
  });
});
