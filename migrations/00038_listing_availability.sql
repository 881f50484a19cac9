-- Up Migration

-- Whether a listing can still be had. Every listing so far is available. Sold goes only with a sale
-- and rented only with a rental. Public reads keep the open states (available, under offer); closed
-- listings are a small, slowly growing share, so the existing indexes serve the public predicate as a
-- filter, and the office's list of closed listings has its own partial index.
alter table properties add column availability text not null default 'available'
  check (availability in ('available', 'under_offer', 'sold', 'rented'));
alter table properties add constraint properties_availability_fits check (
  (availability <> 'sold' or transaction_type = 'Buy') and (availability <> 'rented' or transaction_type = 'Rent'));
create index properties_closed_idx on properties (updated_at desc, id) where availability in ('sold', 'rented');

-- A listing back on the market matches buyers as a new one does.
alter table buyer_matches drop constraint if exists buyer_matches_reason_check;
alter table buyer_matches add constraint buyer_matches_reason_check
  check (reason in ('new_listing', 'price_drop', 'available_again'));

-- Down Migration
alter table buyer_matches drop constraint if exists buyer_matches_reason_check;
delete from buyer_matches where reason = 'available_again';
alter table buyer_matches add constraint buyer_matches_reason_check check (reason in ('new_listing', 'price_drop'));
drop index if exists properties_closed_idx;
alter table properties drop constraint if exists properties_availability_fits;
alter table properties drop column if exists availability;
