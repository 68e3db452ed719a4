import Step09

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step09.ChangePasswordPresenter
