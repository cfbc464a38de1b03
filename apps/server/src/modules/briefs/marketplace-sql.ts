import { sql, type SQL } from 'drizzle-orm';
import { brandProfiles, briefs } from '../../db/schema/index.ts';

// The marketplace's conditions on a brief that other modules apply too (saved searches match newly
// public briefs with them, decision 035): one spelling, so both mean the same.

/**
 * The brief's brand is an active account: a deactivated brand's briefs leave the marketplace, the
 * creators' lists and search (docs/product/admin.md#api). An anti-join on the users' primary key.
 */
export const brandIsActive = sql`not exists(select 1 from users brand_user where brand_user.id = "briefs"."brand_id" and (brand_user.status <> 'active' or brand_user.deleted_at is not null))`;

/** Title and description through the indexed vector; the brand's name through its id. */
export const textMatches = (query: SQL) =>
  sql`(${briefs.searchVector} @@ ${query} or ${briefs.brandId} = any(array(select ${brandProfiles.id} from ${brandProfiles} where to_tsvector('english', ${brandProfiles.companyName}) @@ ${query})))`;
