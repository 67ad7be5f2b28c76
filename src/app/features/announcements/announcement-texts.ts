// The words of the announcement screens, spec 001 §2 and §8 verbatim where the spec gives them.
export const NO_ANNOUNCEMENTS = 'Aucun Annonce trouvé';
export const ANNOUNCEMENTS_LOAD_FAILED = 'Erreur lors du chargement des annonces';
export const NO_RATINGS = 'No ratings yet';
export const NO_PROPOSALS_OWNER = 'No proposed yet';
export const NO_PROPOSALS_OTHER = "You haven't proposed yet";
export const NO_ANNOUNCEMENTS_YET = "You haven't created any announcements yet";

export const PROPOSAL_SUBMITTED = 'Proposal Submitted!';
export const PROPOSAL_UPDATED = 'Proposal Updated!';
export const PROPOSAL_DELETED = 'Proposal Deleted!';
export const PROPOSAL_ACCEPTED = 'Proposal Accepted!';
export const PROPOSAL_DECLINED = 'Proposal Declined';
export const PROPOSAL_VALIDATION_ERROR = 'Validation error. Please check your inputs.';

export const ANNOUNCEMENT_CREATED = 'Announcement created successfully';
export const ANNOUNCEMENT_UPDATED = 'Announcement updated successfully';
export const ANNOUNCEMENT_DELETED = 'Announcement deleted successfully';
export const DELETE_ANNOUNCEMENT_FAILED = 'Failed to delete announcement';
export const ANNOUNCEMENT_QUEUED = 'Demande enregistrée : elle sera envoyée dès le retour du réseau.';

/** A budget left empty: the passenger takes any offer. */
export const OPEN_TO_OFFERS = 'Ouvert aux offres';
export const DRIVERS_ONLY =
  'Seuls les chauffeurs approuvés peuvent proposer un trajet. Depuis votre profil, choisissez « Devenir un chauffeur » et envoyez vos documents.';
export const LINK_COPIED = 'Lien copié dans le presse-papiers';
