-- Up Migration

-- The map's clusters (GET /properties/map with a zoom) count the open listings in a box by grid
-- cell. With the box as ranges of the shown point and the common filters' columns carried in the
-- index, PostgreSQL counts them from the index alone (an index-only scan) instead of reading every
-- listing's row; the GiST index on the shown point stays for the search's own box.
create index properties_map_cells_idx on properties (shown_lng, shown_lat)
  include (id, price, property_type, transaction_type, sub_category, bedrooms)
  where not draft and availability in ('available', 'under_offer') and shown_lat is not null;

-- Down Migration

drop index if exists properties_map_cells_idx;
