// How an owner's card in the profile lays out its facts: two even columns, the terms muted.
export const OWNER_CARD_FACTS = { className: 'row small mb-0', termClassName: 'col-6 fw-normal text-body-secondary', valueClassName: 'col-6 mb-1' };
