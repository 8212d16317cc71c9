module.exports = { value: 2 };
