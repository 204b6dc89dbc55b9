-- Inquiries get an answered flag (docs/decisions/0024); every inquiry already stored starts as not answered.
ALTER TABLE "inquiries" ADD COLUMN "answered" boolean DEFAULT false NOT NULL;