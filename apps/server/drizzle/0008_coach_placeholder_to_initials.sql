-- The demo's shared cartoon avatar is gone: a coach without a real photo shows their initials.
UPDATE "coaches" SET "photo_url" = NULL WHERE "photo_url" = '/images/coach-placeholder.svg';
