'use strict';
/** The home-made layouts, by the name the plan uses. */
module.exports = {
  LAYOUTS: {
    'word-native': require('./word-native'),
    'cv-classique': require('./cv-classique'),
  },
};
